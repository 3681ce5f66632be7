import text from '../../../locales/eng/wallet.json';
import { registerEnglish } from '../i18n.ts';

registerEnglish('wallet', text);
