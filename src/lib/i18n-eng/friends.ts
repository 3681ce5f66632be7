import text from '../../../locales/eng/friends.json';
import { registerEnglish } from '../i18n.ts';

registerEnglish('friends', text);
