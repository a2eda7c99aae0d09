/** The classes of the auth screens' tab rows (`Tabs` of src/components/ui/tabs). */
export const MODE_TABS_LOOK = {
  className: 'auth-tabs',
  tabClassName: 'auth-tabs__tab',
  selectedClassName: 'is-active',
};

/** The sign-in, sign-up or recovery method tabs inside a form. */
export const METHOD_TABS_LOOK = { ...MODE_TABS_LOOK, className: 'auth-tabs auth-tabs--method' };
