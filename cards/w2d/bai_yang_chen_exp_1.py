"""Bai Yang Chen (Exp.1) (23003) — dude, Experienced 1, Kung Fu 2.
Bai Yang Chen cannot have attachments.

While Bai Yang Chen is in a posse, after each shootout play (including passing), remove any
modifiers to his bullet rating, set it to 5, and then reduce it by 1 for each card in your
hand.

Noon: If you have no ghost rock in your stash, draw a card.

"Each shootout play" is every play or pass of either player in the shootout plays step
(`onPlayMade`), not a Resolution play. Each one sets his bullets afresh to 5 less the cards
then in his controller's play hand (never below 0): the bonuses older than it stop counting
(`fix_bullets`), one given after it counts until the next play resets him. The setting lasts
while he is in the posse, the shootout at most; out of it he has his printed bullets again.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event

BULLETS = 5


class BaiYangChenExp1(CardScript):
    code = "23003"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.cannot_have_attached(self.any_card)
        self.trait_reaction(when={"onPlayMade": self.a_shootout_play_is_made}, handler=self.reset_his_bullets)
        self.action(play_type="noon", message="{player} uses {source}", handler=self.draw_if_broke)

    def any_card(self, card: object) -> bool:
        return True

    def in_a_posse(self) -> bool:
        shootout = self.game.shootout
        return shootout is not None and shootout.in_posse(self.card)

    def a_shootout_play_is_made(self, event: Event) -> bool:
        return event.window == "shootout plays" and self.in_a_posse()

    def reset_his_bullets(self, context: Context) -> None:
        before, bullets = self.card.bullets, max(0, BULLETS - len(self.controller_now.hand))
        self.apply_ability_effect(
            context,
            match=self.card,
            condition=self.in_a_posse,
            effect=AbilityKit.effects.fix_bullets(bullets),
        )
        if bullets != before:  # said once, not after every pass that leaves him as he was
            self.game.log.add("{0}'s {1} has {2} bullets", self.controller_now, self.card, bullets)

    def draw_if_broke(self, context: Context) -> None:
        # "If ..." may be played when unmet and then does nothing (§8.1).
        if context.player.ghost_rock == 0:
            self.game.actions.draw(context.player, 1)
            self.game.log.add("{0} uses {1} to draw a card", context.player, self.card)
