/** The card's 3-D Secure page: the browser goes there, and Midtrans brings the donor back to ?order=. */
export const openThreeDs = (url: string) => window.location.assign(url);
