import text from '../../../locales/eng/email-gift.json';
import { registerEnglish } from '../i18n.ts';

registerEnglish('email-gift', text);
