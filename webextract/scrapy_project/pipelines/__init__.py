"""Item pipelines (Scrapy adapters): each calls one library function and yields items."""
