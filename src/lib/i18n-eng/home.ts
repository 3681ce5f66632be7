import text from '../../../locales/eng/home.json';
import { registerEnglish } from '../i18n.ts';

registerEnglish('home', text);
