import { formPages } from './form-pages.tsx';
import { LinkageForm, LinkageList } from './banners.tsx';

const PopupForm = () => <LinkageForm popup />;

/** Popups (marketing): a banner with a popup type. */
export const PopupList = () => <LinkageList popup />;
export const { Edit: PopupEdit, Create: PopupCreate } = formPages(PopupForm);
