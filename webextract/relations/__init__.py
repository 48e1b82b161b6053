"""Information Network Model relation records."""
