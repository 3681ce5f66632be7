import text from '../../../locales/eng/checkout.json';
import { registerEnglish } from '../i18n.ts';

registerEnglish('checkout', text);
