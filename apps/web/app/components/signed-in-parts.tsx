import { lazy, Suspense, type ComponentProps } from "react";

/**
 * The header's signed-in parts (the bell and the avatar menu, with their Radix menus) as chunks of
 * their own: a visitor's first visit never downloads them. On the server they render in place; in the
 * browser their server HTML stays on screen until the chunk arrives and hydrates it (React keeps a
 * suspended boundary's markup during hydration), so nothing moves or flashes.
 */
const NotificationBell = lazy(() =>
  import("@masar/ui/notification-bell").then((m) => ({ default: m.NotificationBell })),
);
const AvatarMenu = lazy(() => import("@masar/ui/avatar-menu").then((m) => ({ default: m.AvatarMenu })));

export function LazyNotificationBell(props: ComponentProps<typeof NotificationBell>) {
  return (
    <Suspense fallback={null}>
      <NotificationBell {...props} />
    </Suspense>
  );
}

export function LazyAvatarMenu(props: ComponentProps<typeof AvatarMenu>) {
  return (
    <Suspense fallback={null}>
      <AvatarMenu {...props} />
    </Suspense>
  );
}
