import text from '../../../locales/eng/account.json';
import { registerEnglish } from '../i18n.ts';

registerEnglish('account', text);
