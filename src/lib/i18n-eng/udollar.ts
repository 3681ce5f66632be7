import text from '../../../locales/eng/udollar.json';
import { registerEnglish } from '../i18n.ts';

registerEnglish('udollar', text);
