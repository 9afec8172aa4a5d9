"""The shape of an id in a URL: digits only, at most 18 of them (so it always
fits the 64-bit primary keys). Routers and paths use it, so a URL with any
other id never reaches a view: it is the API's JSON 404."""

ID_REGEX = "[0-9]{1,18}"
# The largest id the regex admits.
ID_MAX = 10**18 - 1
