import text from '../../../locales/eng/profile.json';
import { registerEnglish } from '../i18n.ts';

registerEnglish('profile', text);
