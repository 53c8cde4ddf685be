import type { CSSProperties } from 'react';
import { useSyncExternalStore } from 'react';
import { fr } from '../../i18n/fr';
import { defineStyles, useStaticStyles } from '../../theme/static-styles';
import { dismissToast, toastStore, type ToastKind } from './toast-store';

const ACCENT: Record<ToastKind, string> = { success: '#4ADE80', error: '#F87171', info: 'var(--color-primary, #FACC15)' };

const styles = defineStyles({
  region: {
    position: 'fixed',
    // Top-right, below the headers: never over the notifications bell, the account menu or the site's menu.
    top: '5rem',
    right: '4',
    zIndex: 'toast',
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    maxW: 'sm',
    w: 'calc(100% - 2rem)',
    pointerEvents: 'none',
  },
  toast: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    bg: 'bg.panel',
    color: 'fg',
    borderWidth: '1px',
    borderColor: 'border',
    borderLeftWidth: '4px',
    borderLeftColor: 'var(--toast-accent)',
    rounded: 'lg',
    px: '4',
    py: '3',
    shadow: 'lg',
    fontSize: 'sm',
  },
  text: { flex: '1' },
  close: { color: 'fg.muted', cursor: 'pointer', fontSize: 'lg', lineHeight: '1', px: '1' },
});

/** The live region toasts appear in, top-right under the header; errors are announced assertively. */
export function Toaster() {
  const s = useStaticStyles(styles);
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getServerSnapshot);
  return (
    <div className={s.region} aria-live="polite" role="region" aria-label="Notifications">
      {items.map((item) => (
        <div
          key={item.id}
          role={item.kind === 'error' ? 'alert' : 'status'}
          data-testid="toast"
          className={s.toast}
          style={{ '--toast-accent': ACCENT[item.kind] } as CSSProperties}
        >
          <div className={s.text}>{item.text}</div>
          <button type="button" onClick={() => dismissToast(item.id)} aria-label={fr.common.close} className={s.close}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
