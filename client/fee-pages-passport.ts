/**
 * @module The passport the directory (/verified-visa-fees) and the search page (/visa-fees) answer for when their URL
 * names none and the edge gives no country the data has a passport for (issue #45): India's, as the finder's (decision
 * 3) and as these pages answered before every passport had fees. Home answers for the United States then instead
 * (features/home/home-passport.ts), as its check panel does.
 */
export const FEE_PAGES_FALLBACK_PASSPORT = "IN";
