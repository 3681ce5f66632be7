import text from '../../../locales/eng/group-gift.json';
import { registerEnglish } from '../i18n.ts';

registerEnglish('group-gift', text);
