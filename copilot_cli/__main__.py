from copilot_cli.cli import main

raise SystemExit(main())
