"""The command line: ``herald`` entry point, offline console, tools."""
