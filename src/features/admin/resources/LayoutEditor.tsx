import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CARD_CANVAS, type CardElement } from '../../../shared/card-elements.ts';

const TYPES = ['text', 'message', 'image', 'music', 'custom_text', 'sticker'] as const;
const clamp = (v: number, min: number, max: number) => Math.max(min, Math.min(max, Math.round(v)));

/** Keeps an element inside the 600x400 reference canvas (the server refuses one that is not). */
function keepOnCanvas(e: CardElement): CardElement {
  const width = clamp(e.width, 10, CARD_CANVAS.width);
  const height = clamp(e.height, 10, CARD_CANVAS.height);
  return { ...e, width, height, xpos: clamp(e.xpos, 0, CARD_CANVAS.width - width), ypos: clamp(e.ypos, 0, CARD_CANVAS.height - height) };
}

/**
 * The design's element layout on the 600x400 reference canvas, shown at half size over the card art: drag a box to move
 * it, drag its corner to resize it; with the keyboard, arrows move the focused box (Shift: 10 px, Alt: resize). The
 * selected element's position, size, type and placeholder are also fields, for exact values.
 */
export function LayoutEditor() {
  const { field } = useInput({ source: 'edit_parameter', defaultValue: [] });
  const image = useWatch({ name: 'image' }) as string | undefined;
  const elements = (field.value ?? []) as CardElement[];
  const [selected, setSelected] = useState(0);
  const drag = useRef<{ index: number; mode: 'move' | 'resize'; x: number; y: number; start: CardElement } | null>(null);
  const scale = 0.5;
  const set = (index: number, next: CardElement) => field.onChange(elements.map((e, i) => (i === index ? keepOnCanvas(next) : e)));

  const down = (index: number, mode: 'move' | 'resize') => (ev: PointerEvent<HTMLElement>) => {
    ev.stopPropagation();
    (ev.target as HTMLElement).setPointerCapture(ev.pointerId);
    setSelected(index);
    drag.current = { index, mode, x: ev.clientX, y: ev.clientY, start: elements[index] };
  };
  const move = (ev: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = (ev.clientX - d.x) / scale;
    const dy = (ev.clientY - d.y) / scale;
    set(
      d.index,
      d.mode === 'move'
        ? { ...d.start, xpos: d.start.xpos + dx, ypos: d.start.ypos + dy }
        : { ...d.start, width: d.start.width + dx, height: d.start.height + dy },
    );
  };
  const up = () => {
    drag.current = null;
  };
  const key = (index: number) => (ev: KeyboardEvent<HTMLElement>) => {
    const step = ev.shiftKey ? 10 : 1;
    const d = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[ev.key];
    if (!d) return;
    ev.preventDefault();
    const e = elements[index];
    set(index, ev.altKey ? { ...e, width: e.width + d[0], height: e.height + d[1] } : { ...e, xpos: e.xpos + d[0], ypos: e.ypos + d[1] });
  };
  const add = () => {
    const keyName = `element_${elements.length + 1}`;
    field.onChange([...elements, { key: keyName, type: 'text', placeholder: '', content: '', xpos: 20, ypos: 20, width: 200, height: 50 }]);
    setSelected(elements.length);
  };
  const current = elements[selected];

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: `${CARD_CANVAS.width * scale + 20}px 1fr` }, width: '100%' }}>
      <Box>
        <Typography component="h2" variant="subtitle1">
          Layout (600 x 400, shown at half size)
        </Typography>
        <Box
          role="group"
          aria-label="Card layout"
          onPointerMove={move}
          onPointerUp={up}
          sx={{
            position: 'relative',
            width: CARD_CANVAS.width * scale,
            height: CARD_CANVAS.height * scale,
            border: 1,
            borderColor: 'divider',
            backgroundImage: image ? `url("${image}")` : undefined,
            backgroundSize: 'cover',
            touchAction: 'none',
          }}
        >
          {elements.map((e, i) => (
            <Box
              key={`${e.key}-${i}`}
              component="button"
              type="button"
              aria-label={`${e.key} (${e.type}) at ${e.xpos}, ${e.ypos}, ${e.width} by ${e.height}`}
              aria-pressed={i === selected}
              data-testid={`layout-${e.key}`}
              onPointerDown={down(i, 'move')}
              onKeyDown={key(i)}
              onFocus={() => setSelected(i)}
              sx={{
                position: 'absolute',
                left: e.xpos * scale,
                top: e.ypos * scale,
                width: e.width * scale,
                height: e.height * scale,
                border: 2,
                borderStyle: i === selected ? 'solid' : 'dashed',
                borderColor: i === selected ? '#0d47a1' : '#37474f',
                bgcolor: 'rgba(255,255,255,0.55)',
                color: '#1a1a1a',
                font: '12px system-ui',
                cursor: 'move',
                p: 0,
                overflow: 'hidden',
              }}
            >
              {e.key}
              <Box
                component="span"
                aria-hidden="true"
                onPointerDown={down(i, 'resize')}
                sx={{ position: 'absolute', right: 0, bottom: 0, width: 12, height: 12, bgcolor: '#0d47a1', cursor: 'nwse-resize' }}
              />
            </Box>
          ))}
        </Box>
        <Button onClick={add} sx={{ mt: 1 }}>
          Add an element
        </Button>
      </Box>
      {current && (
        <Box
          component="fieldset"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(2, 1fr)' }}
        >
          <Typography component="legend" variant="subtitle2">
            Element {current.key}
          </Typography>
          <TextField label="Key" size="small" value={current.key} onChange={(ev) => set(selected, { ...current, key: ev.target.value })} />
          <TextField
            select
            label="Type"
            size="small"
            value={current.type}
            onChange={(ev) => set(selected, { ...current, type: ev.target.value as CardElement['type'] })}
          >
            {TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {t}
              </MenuItem>
            ))}
          </TextField>
          {(['xpos', 'ypos', 'width', 'height'] as const).map((k) => (
            <TextField
              key={k}
              label={k === 'xpos' ? 'Left (px)' : k === 'ypos' ? 'Top (px)' : k === 'width' ? 'Width (px)' : 'Height (px)'}
              size="small"
              type="number"
              value={current[k]}
              onChange={(ev) => set(selected, { ...current, [k]: Number(ev.target.value) })}
            />
          ))}
          <TextField
            label="Placeholder"
            size="small"
            value={current.placeholder}
            onChange={(ev) => set(selected, { ...current, placeholder: ev.target.value })}
          />
          <Button color="error" onClick={() => field.onChange(elements.filter((_, i) => i !== selected))}>
            Remove {current.key}
          </Button>
        </Box>
      )}
    </Box>
  );
}
