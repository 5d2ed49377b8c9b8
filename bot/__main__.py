import sys

from bot.adapters.cli.main import main

sys.exit(main())
