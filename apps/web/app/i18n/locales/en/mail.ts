/** English messages, namespace "mail": the e-mails Masar sends about an account (app/mail/templates.server.ts). */
const mail = {
  mail: {
    greeting: "Hello {{name}},",
    greetingNoName: "Hello,",
    linkFallback: "If the button does not open, copy this address into your browser:",
    signature: "The Masar team",
    footer: "You get this e-mail because it is about your Masar account. Masar sends no advertising.",
    verifyEmail: {
      subject: "Confirm your e-mail address",
      intro: "Welcome to Masar. Confirm that this address is yours to finish setting up your account.",
      action: "Confirm my e-mail",
      expiry_one: "The link works for one hour.",
      expiry_other: "The link works for {{count, number}} hours.",
      ignore: "If you did not create a Masar account, ignore this e-mail: nothing is done with your address.",
    },
    emailTaken: {
      subject: "Someone tried to sign up with your e-mail",
      intro:
        "Someone just tried to create a Masar account with this address. You already have an account with it, so no new account was made.",
      signInLead: "If it was you, log in to your account:",
      signIn: "Log in to Masar",
      resetLead: "Forgot your password? Choose a new one:",
      reset: "Reset my password",
      ignore: "If it was not you, ignore this e-mail: your account has not changed.",
    },
    resetPassword: {
      subject: "Reset your Masar password",
      intro: "We got a request to reset the password of your Masar account.",
      action: "Choose a new password",
      expiry_one: "The link works once, for one minute.",
      expiry_other: "The link works once, for {{count, number}} minutes.",
      ignore: "If you did not ask for this, ignore this e-mail: your password stays as it is.",
    },
    changeEmail: {
      subject: "Confirm your new e-mail address",
      intro:
        "You asked to use {{newEmail}} for your Masar account. Confirm that this address is yours to complete the change.",
      action: "Confirm the new address",
      expiry_one: "The link works for one hour.",
      expiry_other: "The link works for {{count, number}} hours.",
      ignore: "If you did not ask for this, ignore this e-mail: the account keeps its current address.",
    },
    emailChanged: {
      subject: "Your Masar e-mail address was changed",
      intro:
        "The e-mail address of your Masar account was changed to {{newEmail}}. E-mails about the account now go there.",
      notYou:
        "If you did not make this change, reset your password from the sign-in page and contact us through the site.",
    },
    passwordChanged: {
      subject: "Your Masar password was changed",
      intro: "The password of your Masar account was just changed.",
      notYou:
        "If you did not make this change, reset your password from the sign-in page and contact us through the site.",
    },
    deletionScheduled: {
      subject: "Your Masar account will be deleted",
      intro: "You asked to delete your Masar account. It will be deleted for good on {{date}}, Cairo time.",
      cancel: "Changed your mind? Log in before that date and the deletion is cancelled.",
      action: "Log in to keep my account",
    },
  },
};

export default mail;
