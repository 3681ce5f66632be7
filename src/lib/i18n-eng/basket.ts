import text from '../../../locales/eng/basket.json';
import { registerEnglish } from '../i18n.ts';

registerEnglish('basket', text);
