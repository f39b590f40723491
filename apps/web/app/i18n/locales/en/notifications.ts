/** English messages, namespace "notifications": the full list page, live toasts and browser push. */
const notifications = {
  notificationsPage: {
    metaDescription: "Everything Masar told you: enrollments, payments, new lessons, reminders and announcements.",
    lead: "Newest first. Open one to mark it read.",
    filterLabel: "Show",
    all: "All",
    unread: "Unread",
    loadMore: "Load more",
    emptyUnread: "No unread notifications",
    opensCourse: "Opens the course",
    showing: "Showing {{shown, number}} of your notifications",
  },
  push: {
    title: "Browser notifications",
    lead: "Get your notifications on this device even when Masar is closed.",
    enable: "Enable browser notifications",
    disable: "Disable browser notifications",
    enabledHere: "On for this browser",
    disabledHere: "Off for this browser",
    unsupported: "This browser cannot receive notifications.",
    denied: "Notifications are blocked for this site in your browser's settings.",
    failed: "Browser notifications could not be turned on. Please try again.",
    enabledToast: "Browser notifications are on",
    disabledToast: "Browser notifications are off",
    offer: "Want to hear about new lessons and reminders on this device?",
  },
  pushErrors: {
    invalid: "The browser sent a subscription this server cannot use",
    notAllowed: "This push service is not allowed",
    notFound: "This browser has no subscription here",
  },
};

export default notifications;
