"""Salon's rules side: rules cores, controller, bots and saves. Imports no pygame."""
