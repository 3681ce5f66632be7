import text from '../../../locales/eng/evoucher.json';
import { registerEnglish } from '../i18n.ts';

registerEnglish('evoucher', text);
