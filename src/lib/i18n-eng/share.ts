import text from '../../../locales/eng/share.json';
import { registerEnglish } from '../i18n.ts';

registerEnglish('share', text);
