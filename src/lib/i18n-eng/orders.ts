import text from '../../../locales/eng/orders.json';
import { registerEnglish } from '../i18n.ts';

registerEnglish('orders', text);
