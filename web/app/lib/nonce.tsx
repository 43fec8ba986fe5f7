import { createContext, useContext } from 'react'

/** The CSP nonce of this server render; the browser hides it after load, so the client sees none. */
const NonceContext = createContext<string | undefined>(undefined)

export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
