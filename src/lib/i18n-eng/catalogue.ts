import text from '../../../locales/eng/catalogue.json';
import { registerEnglish } from '../i18n.ts';

registerEnglish('catalogue', text);
