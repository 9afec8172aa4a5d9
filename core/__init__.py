"""The machinery every app shares: the event bus behind the streams (``bus``), the
in-process worker of the embedded default (``inprocess``) and queueing a task by name
(``dispatch``), the hot path's row statements (``rows``) and bulk inserts (``bulk``), the
HTTP edge (``http``: request bounds, JSON errors for what no view sees; ``errors``: domain
errors to HTTP; ``parsers``, ``throttles``, ``pagination``, ``filters``, ``fields``,
``serializers``, ``ids``), the OpenAPI schema's postprocessing (``schema``) and admin
numbers (``admin_numbers``). It imports no app; ``config`` holds only configuration."""
