/** GoPay's account linking page: the browser goes there, and GoPay brings the donor back to the pledge page. */
export const openGopayLinking = (url: string) => window.location.assign(url);
