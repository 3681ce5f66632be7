import text from '../../../locales/eng/payment.json';
import { registerEnglish } from '../i18n.ts';

registerEnglish('payment', text);
