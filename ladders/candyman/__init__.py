"""Run For Your Life, Candyman!: a race of gingerbread cookies to the border."""
