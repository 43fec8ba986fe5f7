import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { Toaster, toast } from 'sonner'

/** SPEC §9: toasts dismiss after 4 seconds (or on close). */
export const TOAST_DURATION_MS = 4000

export type ToastType = 'success' | 'error' | 'info'
export type ToastApi = Record<ToastType, (message: string) => void>

const ToastContext = createContext<ToastApi | null>(null)

/** Toasts through sonner; components reach them with useToast so a missing provider is caught early. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const api = useMemo<ToastApi>(
    () => ({
      success: (message) => toast.success(message),
      error: (message) => toast.error(message),
      info: (message) => toast.info(message),
    }),
    [],
  )
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toaster
        position="top-right"
        richColors
        closeButton
        duration={TOAST_DURATION_MS}
        toastOptions={{ closeButton: true }}
      />
    </ToastContext.Provider>
  )
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast must be used within ToastProvider')
  return api
}
