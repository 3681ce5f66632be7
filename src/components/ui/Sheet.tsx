import type { ReactNode } from 'react';
import { Dialog } from './Dialog.tsx';

/** A bottom sheet: the same accessible modal as Dialog, laid out from the bottom edge. */
export function Sheet(props: { open: boolean; title: string; onClose: () => void; children?: ReactNode; actions?: ReactNode }) {
  return <Dialog {...props} variant="sheet" />;
}
