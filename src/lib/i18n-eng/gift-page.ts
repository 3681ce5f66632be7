import text from '../../../locales/eng/gift-page.json';
import { registerEnglish } from '../i18n.ts';

registerEnglish('gift-page', text);
