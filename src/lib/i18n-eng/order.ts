import text from '../../../locales/eng/order.json';
import { registerEnglish } from '../i18n.ts';

registerEnglish('order', text);
