/** Fired on `window` when an island or the navigator changes the address without a popstate. */
export const LOCATION_CHANGE = 'islands:locationchange'
