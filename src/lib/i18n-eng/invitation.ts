import text from '../../../locales/eng/invitation.json';
import { registerEnglish } from '../i18n.ts';

registerEnglish('invitation', text);
