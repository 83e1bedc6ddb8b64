// The business constants of spec section 9, in one place for the browser and the server.

export const REQUEST_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_FALLBACK_MS = 15_000;
export const REQUEST_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 1_000;

export const TOKEN_EXPIRY_CHECK_MS = 60_000;
export const CACHED_USER_FRESHNESS_MS = 300_000;
export const PORTFOLIO_LIST_CACHE_MS = 120_000;
export const PORTFOLIO_CACHE_MS = 300_000;
export const DEBOUNCED_UPDATE_MS = 1_000;

export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
export const SLUG_MIN_LENGTH = 3;
/** A slug of this length or more fails. */
export const SLUG_MAX_LENGTH = 50;
export const SLUG_SUGGESTION_MAX_LENGTH = 50;

export const MAX_IMAGE_BYTES = 25 * 1024 * 1024;
export const DEFAULT_MAX_GALLERY_IMAGES = 6;

export const AUTOSAVE_DEBOUNCE_MS = 2_000;
export const SAVE_REPEAT_GUARD_MS = 1_000;
export const SAVE_SUCCESS_INDICATOR_MS = 2_500;
export const SAVE_BUTTON_CHECK_MS = 2_000;
export const CASE_STUDY_SUCCESS_MS = 2_000;
export const AUTOSAVE_AFTER_SETUP_MS = 500;
export const REDIRECT_AFTER_LOAD_ERROR_MS = 500;
export const HEADER_SCROLL_THRESHOLD_PX = 50;

export const CAROUSEL_INTERVAL_MS = 5_000;
export const QUIZ_QUESTION_DELAY_MS = 1_000;
export const QUIZ_HIDE_DELAY_MS = 4_000;
export const QUIZ_VISIBILITY_THRESHOLD = 0.3;
export const MENU_BREAKPOINT_PX = 1024;

export const CASE_STUDY_MIN_STEPS = 3;
export const CASE_STUDY_MAX_STEPS = 6;
export const CASE_STUDY_STEP_TITLE_MAX = 50;
export const CASE_STUDY_STEP_DESCRIPTION_MAX = 100;
export const CASE_STUDY_NUMBER_MAX = 2;
export const CASE_STUDY_SECTION_TITLE_MAX = 50;

export const DASHBOARD_RECENT_COUNT = 3;
export const DASHBOARD_CARD_PREVIEW_SECTIONS = 3;

export const BRAND_ACCENT = '#fb8500';
export const DEFAULT_TEMPLATE_ID = 'echelon';
export const CONTACT_REPLY_PROMISE = 'within 24 hours';
export const TERMS_LAST_UPDATED = 'September 13, 2025';

export const TOAST_AUTO_CLOSE_MS = 4_000;
export const TOAST_POSITION = 'top-right';
