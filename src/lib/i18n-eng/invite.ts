import text from '../../../locales/eng/invite.json';
import { registerEnglish } from '../i18n.ts';

registerEnglish('invite', text);
