import text from '../../../locales/eng/frontend.json';
import { registerEnglish } from '../i18n.ts';

registerEnglish('frontend', text);
