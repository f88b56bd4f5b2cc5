// The module's public surface: other modules import it from here, never from its files.
export {
  ADMIN_HEADER_LINKS,
  ANNOUNCEMENTS,
  adminTiles,
  BANNER_TEXT,
  homeGreeting,
  homeTiles,
  QUOTES,
  quoteForHour,
  quoteIndexForHour,
} from './dashboard';
export { DASHBOARD_MESSAGES } from './dashboard.constants';
