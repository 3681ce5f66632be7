import text from '../../../locales/eng/bulk-gift.json';
import { registerEnglish } from '../i18n.ts';

registerEnglish('bulk-gift', text);
