"""The guided first games: a script per game (data), and the table that follows it."""
