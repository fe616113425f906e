/** GET /search-donations: campaigns per page when the call names no limit, and the most a page may hold. */
export const CAMPAIGN_SEARCH_PAGE_SIZE = 4;
export const CAMPAIGN_SEARCH_MAX_LIMIT = 20;
/** The deepest page a campaign search answers: nobody pages this far, and the bound keeps its OFFSET small. */
export const CAMPAIGN_SEARCH_MAX_PAGE = 100;
/** The longest search text, as the article search's. */
export const CAMPAIGN_SEARCH_QUERY_MAX = 200;
