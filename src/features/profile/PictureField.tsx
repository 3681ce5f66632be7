import { useEffect, useId, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/profile.ts';
import Avatar from '../../components/shop/Avatar.tsx';
import { Icon } from '../../components/ui/Icon.tsx';

const MAX_BYTES = 5 * 1024 * 1024;

/** The profile picture chooser: images only, at most 5 MB, with a preview (the server checks the bytes again). */
export default function PictureField({
  name,
  current,
  onChange,
}: {
  name: string;
  current: string;
  onChange: (file: File | null) => void;
}) {
  const { t } = useT('profile');
  const id = useId();
  const [preview, setPreview] = useState('');
  const [error, setError] = useState('');

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (file: File | undefined) => {
    setError('');
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setError(t('edit.pictureInvalid'));
      onChange(null);
      return;
    }
    if (file.size > MAX_BYTES) {
      setError(t('edit.pictureTooLarge'));
      onChange(null);
      return;
    }
    setPreview(URL.createObjectURL(file));
    onChange(file);
  };

  return (
    <div className="picture-field">
      <Avatar name={name} src={preview || current} size={96} />
      <div>
        <label htmlFor={id} className="ui-button ui-button--secondary picture-field__button">
          <Icon name="camera" size={22} strokeWidth={1.8} /> {t('edit.choosePicture')}
        </label>
        <input
          id={id}
          type="file"
          accept="image/*"
          className="visually-hidden"
          aria-describedby={`${id}-hint`}
          data-testid="picture-input"
          onChange={(e) => choose(e.target.files?.[0])}
        />
        <p id={`${id}-hint`} className="ui-field__hint">
          {t('edit.pictureHint')}
        </p>
        {error && (
          <p className="ui-field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
