import text from '../../../locales/eng/giftcard.json';
import { registerEnglish } from '../i18n.ts';

registerEnglish('giftcard', text);
